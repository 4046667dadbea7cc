import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';

/*
 * A V8 CPU profile of a benchmark server (next-server.ts, a child process) over one stretch of its
 * load only: `--cpu-prof` would cover its start and catalogue index too. The parent asks over the
 * IPC channel; the child profiles its own isolate with the inspector and writes the .cpuprofile.
 */

type ProfileRequest = { type: 'profile-start' } | { type: 'profile-stop'; file: string };
type ProfileReply = { type: 'profile-started' } | { type: 'profile-written'; file: string };

/** In the server's process: start and stop the profiler when the parent asks. */
export function answerProfileRequests(): void {
  const session = new inspector.Session();
  process.on('message', (message: ProfileRequest) => {
    const reply = async (): Promise<ProfileReply | null> => {
      if (message?.type === 'profile-start') {
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        return { type: 'profile-started' };
      }
      if (message?.type === 'profile-stop') {
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        fs.mkdirSync(path.dirname(message.file), { recursive: true });
        fs.writeFileSync(message.file, JSON.stringify(profile));
        return { type: 'profile-written', file: message.file };
      }
      return null;
    };
    void reply().then((answer) => answer && process.send!(answer));
  });
}

function ask(child: ChildProcess, request: ProfileRequest, answer: ProfileReply['type']): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: ProfileReply) => {
      if (message?.type !== answer) return;
      child.off('message', listener);
      resolve();
    };
    child.on('message', listener);
    child.send(request);
  });
}

/** Runs `work` with `child`'s main thread under the V8 profiler; the profile is written to `file`. */
export async function profiledWhile<T>(child: ChildProcess, file: string, work: () => Promise<T>): Promise<T> {
  await ask(child, { type: 'profile-start' }, 'profile-started');
  try {
    return await work();
  } finally {
    await ask(child, { type: 'profile-stop', file }, 'profile-written');
  }
}

type CallFrame = { functionName: string; url: string; lineNumber: number };
type CpuProfile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives, short: the package (Next's compiled runtimes by name), a store chunk, or V8's own bucket. */
function placeOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const file = url.replace(/^file:\/\//, '');
  const compiled = /next\/dist\/compiled\/(.+)$/.exec(file);
  if (compiled) return `next/compiled/${compiled[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (pkg) return pkg[1] === 'next' ? `next/${pkg[2].split('/').slice(0, 3).join('/')}` : pkg[1];
  if (file.startsWith('node:')) return file;
  const chunk = /\/(server\/(?:chunks|app)\/.+)$/.exec(file);
  return chunk ? chunk[1] : path.relative(process.cwd(), file);
}

/** The busy time of a profile (idle left out), by place and by function (self time), largest first. */
export function summariseProfile(file: string, top = 25): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    busy += ms;
    const place = placeOf(frame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const table = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return `busy ${(busy / 1000).toFixed(1)} s\nby place (self time):\n${table(byPlace)}\nby function (self time):\n${table(byFunction)}`;
}
