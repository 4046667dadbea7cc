import { afterAnswerDone } from '@/lib/after-answer';
import { stopSweepLater } from '@/lib/orders/recovery';

// What a request left to do after answering (an order's e-mail and web push: lib/after-answer.ts)
// belongs to the test file that made the request: each file waits for it before it ends. Otherwise
// the e-mail's log line could come after the file's tests were done, which fails the whole run.
// Likewise an order attempt left to the recovery sweep (lib/orders/recovery.ts, sweepLater: on a
// loaded machine a slow database counts as unreachable) must not have its sweep run 30 s later in
// another file's environment: there it failed the run with "Cannot log after tests are done".
afterAll(async () => {
  await afterAnswerDone();
  stopSweepLater();
});
