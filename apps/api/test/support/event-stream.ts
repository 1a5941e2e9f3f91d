import { type EventSourceMessage, createParser } from 'eventsource-parser';

export interface StreamMessage {
  id: string | undefined;
  event: string | undefined;
  data: Record<string, unknown>;
}

/**
 * Reads a text/event-stream body with eventsource-parser (the parser the `eventsource` package
 * uses): every message is kept, `next` waits for the first one after the last taken that
 * matches, `ended` resolves when the server closes the stream.
 */
export function readStream(res: Response) {
  const messages: StreamMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  let comments = 0;
  const parser = createParser({
    onEvent(m: EventSourceMessage) {
      messages.push({
        id: m.id,
        event: m.event,
        data: JSON.parse(m.data) as Record<string, unknown>,
      });
      wake();
    },
    onComment() {
      comments += 1;
    },
  });
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // cancelled by close()
    }
    wake();
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });

  return {
    messages,
    comments: () => comments,
    ended,
    isEnded: () => finished,
    /** Takes every message received so far: `next` waits for newer ones only. */
    skip() {
      taken = messages.length;
    },
    /** The next message (after those already taken) that matches, within `ms`. */
    async next(
      match: (m: StreamMessage) => boolean = () => true,
      ms = 10_000,
    ): Promise<StreamMessage> {
      const deadline = Date.now() + ms;
      for (;;) {
        while (taken < messages.length) {
          const m = messages[taken];
          taken += 1;
          if (m && match(m)) return m;
        }
        if (finished) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no matching event in time');
        await new Promise<void>((resolve) => {
          const done = () => {
            waiters.delete(done);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, left);
          waiters.add(done);
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}

export const kind = (k: string) => (m: StreamMessage) => m.event === k;
