import { describe, expect, it } from 'vitest';
import { matches, parseQuery, QueryError, toSql } from './search-query';

describe('event queries', () => {
  it('parses what cosmjs and explorers send', () => {
    expect(parseQuery("transfer.recipient='opt1abc' AND tx.height>=5")).toEqual([
      { key: 'transfer.recipient', op: '=', value: 'opt1abc' },
      { key: 'tx.height', op: '>=', value: 5 },
    ]);
    expect(parseQuery("tx.hash='AB12'")).toEqual([{ key: 'tx.hash', op: '=', value: 'AB12' }]);
    expect(parseQuery("message.action CONTAINS 'Msg' and unbond.delegator EXISTS")).toEqual([
      { key: 'message.action', op: 'CONTAINS', value: 'Msg' },
      { key: 'unbond.delegator', op: 'EXISTS' },
    ]);
    expect(parseQuery("memo.text='a AND b'")).toEqual([
      { key: 'memo.text', op: '=', value: 'a AND b' },
    ]);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseQuery('')).toThrow(QueryError);
    expect(() => parseQuery('transfer.recipient')).toThrow(QueryError);
    expect(() => parseQuery("a.b='x' OR c.d='y'")).toThrow(QueryError);
  });

  it('builds one parameterised clause per condition', () => {
    const sql = toSql(parseQuery("transfer.recipient='opt1x' AND tx.height>3 AND tx.hash='ab'"), {
      attrTable: 'attrs',
      link: 'a.tx_hash = t.hash',
      builtins: { 'tx.height': 't.height', 'tx.hash': 't.hash' },
    });
    expect(sql.params).toEqual(['transfer.recipient', 'opt1x', 3, 'AB']);
    expect(sql.where).toBe(
      'EXISTS (SELECT 1 FROM attrs a WHERE a.tx_hash = t.hash AND a.key = $1 AND a.value = $2) AND t.height > $3 AND t.hash = $4',
    );
  });
});

describe('live matching', () => {
  it('matches a transaction event set the way tx_search does', () => {
    const attrs = new Map([
      ['tm.event', ['Tx']],
      ['tx.hash', ['AB']],
      ['tx.height', ['12']],
      ['transfer.recipient', ['opt1a', 'opt1b']],
    ]);
    expect(matches(parseQuery("tm.event='Tx' AND transfer.recipient='opt1b'"), attrs)).toBe(true);
    expect(matches(parseQuery("tm.event='Tx' AND tx.height>12"), attrs)).toBe(false);
    expect(
      matches(parseQuery("tm.event='Tx' AND tx.height>=12 AND transfer.recipient EXISTS"), attrs),
    ).toBe(true);
    expect(matches(parseQuery("tm.event='NewBlock'"), attrs)).toBe(false);
  });
});
