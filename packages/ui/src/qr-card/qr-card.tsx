import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { forwardRef, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import QRCode from 'react-qr-code';
import { Button } from '../button/button';
import { toast } from '../toaster/toaster';
import { saveBlob, svgToPngBlob } from './download-svg-as-png';
import styles from './qr-card.module.css';

export interface QrCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What the code encodes: an address or an invite link. */
  value: string;
  title?: ReactNode;
  /** Under the code, e.g. an <AddressChip>. */
  caption?: ReactNode;
  /** Accessible description of the code image. */
  qrLabel?: string;
  downloadLabel?: string;
  /** Error toast text (product §8: 'Failed to download QR'). */
  downloadErrorText?: string;
  fileName?: string;
  /** Replaces the default PNG encoder (tests, or a branded export). */
  toPng?: (svg: SVGSVGElement) => Promise<Blob>;
  onDownloaded?: () => void;
}

export const QrCard = forwardRef<HTMLDivElement, QrCardProps>(function QrCard(
  {
    value,
    title,
    caption,
    qrLabel = 'QR code',
    downloadLabel = 'Download QR',
    downloadErrorText = 'Failed to download QR',
    fileName = 'qr-code.png',
    toPng = svgToPngBlob,
    onDownloaded,
    className,
    ...props
  },
  ref,
) {
  const codeRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const svg = codeRef.current?.querySelector('svg');
      if (!svg) throw new Error('QR code not rendered');
      saveBlob(await toPng(svg), fileName);
      onDownloaded?.();
    } catch {
      toast.error(downloadErrorText);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={ref} className={clsx(styles.card, className)} {...props}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div ref={codeRef} className={styles.code} role="img" aria-label={qrLabel}>
        <QRCode value={value} size={200} level="M" bgColor="#ffffff" fgColor="#131722" />
      </div>
      {caption ? <div className={styles.caption}>{caption}</div> : null}
      <Button
        variant="secondary"
        leadingIcon={<Download />}
        loading={busy}
        onClick={() => void download()}
      >
        {downloadLabel}
      </Button>
    </div>
  );
});
