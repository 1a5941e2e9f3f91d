/** An x/auth account: its number (given when first funded), its sequence and public key. */
export interface Account {
  address: string;
  accountNumber: bigint;
  sequence: bigint;
  /** Compressed secp256k1 key, set by the account's first transaction. */
  pubKey: Uint8Array | undefined;
  /** A module account's name (fee_collector, bonded_tokens_pool, …). */
  module: string | undefined;
}

/**
 * x/auth: accounts in the order they were first funded. Changed only once a transaction has
 * passed the ante handler (sequence, public key: its messages may still fail) or funds arrived,
 * so a transaction refused at CheckTx leaves no trace.
 */
export class Accounts {
  private readonly byAddress = new Map<string, Account>();

  get(address: string): Account | undefined {
    return this.byAddress.get(address);
  }

  /** The account, created with the next number if the address has none yet. */
  ensure(address: string, module?: string): Account {
    let account = this.byAddress.get(address);
    if (!account) {
      account = {
        address,
        accountNumber: BigInt(this.byAddress.size),
        sequence: 0n,
        pubKey: undefined,
        module,
      };
      this.byAddress.set(address, account);
    }
    return account;
  }

  /** A transaction passed the ante handler: the key is known and the sequence moves on. */
  signed(address: string, pubKey: Uint8Array): void {
    const account = this.ensure(address);
    account.pubKey ??= pubKey;
    account.sequence += 1n;
  }

  all(): Account[] {
    return [...this.byAddress.values()];
  }
}
