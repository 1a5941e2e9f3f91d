import { AVATAR_PALETTE_SIZE } from '../constants';

/** Up to `max` initials from the first letters of the name's words: 'ana maria lee' -> 'AM'. */
export function avatarInitials(name: string | null | undefined, max = 2): string {
  if (!name || max <= 0) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, max)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');
}

/** 32-bit FNV-1a over the UTF-16 units: the same name gives the same number on every platform. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Which of the 6 avatar colours a name gets (product §9), ignoring case and surrounding spaces.
 * The ui package owns the colours; this is only the index.
 */
export function avatarPaletteIndex(
  name: string | null | undefined,
  paletteSize: number = AVATAR_PALETTE_SIZE,
): number {
  return stableHash((name ?? '').trim().toLocaleLowerCase()) % paletteSize;
}

export interface NamedPerson {
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly username?: string | null;
  readonly email?: string | null;
}

/** 'First Last', else the username, else the email, else ''. */
export function displayName(person: NamedPerson): string {
  const full = [person.first_name, person.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return full || person.username?.trim() || person.email?.trim() || '';
}

/** Product §9 invite link: {host}/c/{username or id}. */
export function inviteLink(
  host: string,
  user: { readonly username?: string | null; readonly id: string },
): string {
  const code = user.username?.trim() || user.id;
  return `${host.replace(/\/+$/, '')}/c/${encodeURIComponent(code)}`;
}

/** Product §3: a validator's moniker shows with its first letter capitalised. */
export function formatMoniker(moniker: string): string {
  const [first = '', ...rest] = Array.from(moniker);
  return first.toLocaleUpperCase() + rest.join('');
}
