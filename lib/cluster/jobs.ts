import { connectDb, isDuplicateKey } from '../db';
import { purgeExpiredLater } from '../expired-purge';
import { globalSlot } from '../global-slot';
import { JobTurn } from '@/models/JobTurn';

/*
 * Background jobs (recovery sweeps, catalogue snapshots, warmers) run once for the whole store, not
 * once per process: time is cut into turns of the job's period, and each turn is claimed by inserting
 * a document whose `_id` names it. The database's unique `_id` lets exactly one insert through, on
 * every engine and across hosts, with no clock-based lease to take over: a process that dies while
 * holding a turn leaves the job to the next turn.
 */

const holder = globalSlot('__importaJobHolder', () => `${process.pid}-${Math.random().toString(36).slice(2, 10)}`);

/** Claims turn `Math.floor(now / periodMs)` of `name`: true for the one process that inserted it first. */
export async function claimTurn(name: string, periodMs: number, now = new Date()): Promise<boolean> {
  await connectDb();
  const turn = Math.floor(now.getTime() / periodMs);
  try {
    await JobTurn.create({ _id: `${name}:${turn}`, holder, expiresAt: new Date((turn + 2) * periodMs) });
    purgeExpiredLater(JobTurn, now);
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Runs `task` when this process claims the current turn of `name`; failures are logged. */
export async function runOncePerTurn(name: string, periodMs: number, task: () => Promise<unknown>): Promise<void> {
  try {
    if (await claimTurn(name, periodMs)) await task();
  } catch (error) {
    console.error(`[tareas] ${name}`, error);
  }
}

/**
 * Every `periodMs`, `task` in the one process that claims the turn (the timer does not keep the
 * process alive). Answers a function that stops the timer.
 */
export function everyTurn(name: string, periodMs: number, task: () => Promise<unknown>): () => void {
  const timer = setInterval(() => void runOncePerTurn(name, periodMs, task), periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
