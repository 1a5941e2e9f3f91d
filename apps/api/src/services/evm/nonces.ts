/**
 * Nonces per sending address, handed out one at a time: concurrent sends from one wallet get
 * consecutive nonces without asking the node each time. The first use (and any use after a
 * reset) reads the node's pending count; a send the node refused for its nonce (another
 * replica used it, or a refused send left a gap) resets the address.
 */
export class NonceAllocator {
  private readonly next = new Map<string, number>();
  private readonly queues = new Map<string, Promise<unknown>>();

  /** The next nonce of `address`; `pending` reads the node's pending transaction count. */
  take(address: string, pending: () => Promise<number>): Promise<number> {
    const key = address.toLowerCase();
    const turn = (this.queues.get(key) ?? Promise.resolve()).then(async () => {
      const nonce = this.next.get(key) ?? (await pending());
      this.next.set(key, nonce + 1);
      return nonce;
    });
    this.queues.set(
      key,
      turn.catch(() => undefined),
    );
    return turn;
  }

  /** Forget what this process knows: the next take reads the node again. */
  reset(address: string): void {
    this.next.delete(address.toLowerCase());
  }
}
