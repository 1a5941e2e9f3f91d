import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, renderMoney, serve, signIn } from '../../test/money-harness';
import { ExportCsvButton } from './export-csv-button';

const CSV =
  'date,type,status,network,token,amount,fee,fee_token,usd_value,counterparty,memo,hash\r\n' +
  '2026-11-20T10:00:00.000Z,send,success,OptChain,OPT,12.5,0.005,OPT,10.625,opt1x,"rent, May",H1\r\n';

/** The files the page handed to the browser: name and content. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, text: (blobs.get(this.href) as Blob).text() });
  });
  return files;
}

describe('Export CSV', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('downloads the history the server wrote as a dated .csv file', async () => {
    const calls = serve({
      'GET /wallets/w1/transactions.csv': json(CSV, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
      }),
    });
    const files = captureDownloads();
    await renderMoney(<ExportCsvButton walletId="w1" />);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect.poll(() => files.length).toBe(1);
    expect(files[0]?.name).toMatch(/^optwallet-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]?.text).toBe(CSV);
    const call = calls.find((c) => c.path === '/wallets/w1/transactions.csv');
    expect(call?.headers.get('Authorization')).toBe('Bearer token');
    await expect.element(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says so when the export fails, and downloads nothing', async () => {
    serve({ 'GET /wallets/w1/transactions.csv': json({ message: 'Wallet not found' }, 404) });
    const files = captureDownloads();
    await renderMoney(<ExportCsvButton walletId="w1" />);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect.element(page.getByText('Wallet not found')).toBeVisible();
    expect(files).toHaveLength(0);
  });
});
