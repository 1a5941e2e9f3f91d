import { describe, expect, it } from 'vitest';
import { createApp } from './app';

describe('GET /api/health', () => {
  it('answers ok with the app version', async () => {
    const res = await createApp().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', version: '1.0.3' });
  });

  it('answers 404 outside the contract', async () => {
    const res = await createApp().request('/api/nope');
    expect(res.status).toBe(404);
  });
});
