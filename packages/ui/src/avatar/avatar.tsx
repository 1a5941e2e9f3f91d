import { clsx } from 'clsx';
import { User } from 'lucide-react';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { avatarInitials, avatarPaletteIndex } from '@optwallet/domain';
import { failedAvatarSources } from './avatar-helpers';
import styles from './avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Display name: gives the initials, the colour and the accessible name. */
  name?: string;
  src?: string | null;
  size?: AvatarSize;
  /** Accessible name when it differs from `name`; '' marks the avatar decorative. */
  alt?: string;
  maxInitials?: number;
}

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name = '', src, size = 'md', alt, maxInitials = 2, className, style, ...props },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const initials = avatarInitials(name, maxInitials);
  const showImage = Boolean(src) && src !== failedSrc && !failedAvatarSources.has(src ?? '');
  const label = alt ?? name;
  const state = showImage ? (loadedSrc === src ? 'image' : 'loading') : 'fallback';

  return (
    <span
      ref={ref}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={clsx(styles.avatar, styles[size], className)}
      data-state={state}
      data-palette={initials ? avatarPaletteIndex(name) : undefined}
      style={style}
      {...props}
    >
      {initials ? (
        <span className={styles.initials} aria-hidden="true">
          {initials}
        </span>
      ) : (
        <User className={styles.placeholder} aria-hidden="true" />
      )}
      {showImage && src ? (
        <img
          key={src}
          className={styles.image}
          src={src}
          alt=""
          draggable={false}
          onLoad={() => setLoadedSrc(src)}
          onError={() => {
            failedAvatarSources.add(src);
            setFailedSrc(src);
          }}
        />
      ) : null}
    </span>
  );
});
