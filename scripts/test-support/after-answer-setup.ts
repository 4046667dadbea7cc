import { afterAnswerDone } from '@/lib/after-answer';

// What a request left to do after answering (an order's e-mail and web push: lib/after-answer.ts)
// belongs to the test file that made the request: each file waits for it before it ends. Otherwise
// the e-mail's log line could come after the file's tests were done, which fails the whole run.
afterAll(() => afterAnswerDone());
