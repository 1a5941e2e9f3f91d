// Sample data for stories only (not exported by the kit).

const PORTRAIT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7d93ff"/><stop offset="1" stop-color="#3150cc"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><circle cx="100" cy="82" r="38" fill="#f3d2b8"/><path d="M30 200c8-46 38-70 70-70s62 24 70 70z" fill="#131722"/></svg>`;

export const SAMPLE_PORTRAIT = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PORTRAIT_SVG)}`;

/** Decodes as nothing: the browser fires `error` at once, with no network. */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

export const SAMPLE_ADDRESS = 'opt1qxy7h3x0v9l4m8k2d5w3e6r7t8y9u0p2a8e';
export const SAMPLE_EVM_ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

export const SEED_WORDS = [
  'orbit',
  'candle',
  'meadow',
  'lunar',
  'velvet',
  'harbor',
  'pepper',
  'quiet',
  'saddle',
  'tunnel',
  'violin',
  'walnut',
];

export const COUNTRIES = [
  { value: 'AR', label: 'Argentina', icon: '🇦🇷' },
  { value: 'AU', label: 'Australia', icon: '🇦🇺' },
  { value: 'BR', label: 'Brazil', icon: '🇧🇷' },
  { value: 'CA', label: 'Canada', icon: '🇨🇦' },
  { value: 'DE', label: 'Germany', icon: '🇩🇪' },
  { value: 'ES', label: 'Spain', icon: '🇪🇸' },
  { value: 'FR', label: 'France', icon: '🇫🇷' },
  { value: 'GB', label: 'United Kingdom', icon: '🇬🇧', keywords: ['UK', 'Britain'] },
  { value: 'IN', label: 'India', icon: '🇮🇳' },
  { value: 'JP', label: 'Japan', icon: '🇯🇵' },
  { value: 'KE', label: 'Kenya', icon: '🇰🇪' },
  { value: 'MX', label: 'Mexico', icon: '🇲🇽' },
  { value: 'NG', label: 'Nigeria', icon: '🇳🇬' },
  { value: 'NL', label: 'Netherlands', icon: '🇳🇱' },
  { value: 'PH', label: 'Philippines', icon: '🇵🇭' },
  { value: 'SG', label: 'Singapore', icon: '🇸🇬' },
  { value: 'US', label: 'United States', icon: '🇺🇸', keywords: ['USA', 'America'] },
];

/** An unsigned JWT whose payload carries `iat` (seconds), as the apps' session code reads it. */
export function tokenIssuedAt(iatSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ sub: 'u1', iat: iatSeconds })}.sig`;
}
