import { clsx } from 'clsx';
import { Slider } from 'radix-ui';
import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import Cropper, { type Point } from 'react-easy-crop';
import { Button } from '../button/button';
import { toast } from '../toaster/toaster';
import { cropImage, type PixelArea } from './crop-image';
import styles from './image-cropper.module.css';

export interface ImageCropperProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onError'> {
  /** Image to crop: an object URL of the chosen file. */
  src: string;
  /** Width / height; 1 for a profile photo. */
  aspect?: number;
  shape?: 'round' | 'rect';
  outputType?: 'image/png' | 'image/jpeg';
  /** Longest side of the cropped image in pixels; larger crops are scaled down. */
  maxSide?: number;
  onCropped: (blob: Blob) => void | Promise<void>;
  onCancel?: () => void;
  /**
   * Whether the crop or zoom now differs from where it started: lets a dialog ask before closing
   * over the user's work. Called with false first.
   */
  onChangedChange?: (changed: boolean) => void;
  /** Called after the error toast when cropping fails. */
  onError?: (error: unknown) => void;
  saveLabel?: string;
  cancelLabel?: string;
  zoomLabel?: string;
  /** Error toast text (product §8: 'Failed to crop image'). */
  errorText?: string;
  /** Replaces the canvas crop (tests). */
  crop?: (src: string, area: PixelArea) => Promise<Blob>;
}

/** Profile-photo cropper on react-easy-crop: drag to move, slider or wheel to zoom. */
export const ImageCropper = forwardRef<HTMLDivElement, ImageCropperProps>(function ImageCropper(
  {
    src,
    aspect = 1,
    shape = 'round',
    outputType = 'image/jpeg',
    maxSide,
    onCropped,
    onCancel,
    onChangedChange,
    onError,
    saveLabel = 'Save',
    cancelLabel = 'Cancel',
    zoomLabel = 'Zoom',
    errorText = 'Failed to crop image',
    crop: cropFn,
    className,
    ...props
  },
  ref,
) {
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [saving, setSaving] = useState(false);
  // Half a pixel of slack: the cropper may settle the start position by a rounding error.
  const changed = zoom !== 1 || Math.abs(position.x) > 0.5 || Math.abs(position.y) > 0.5;
  useEffect(() => onChangedChange?.(changed), [changed, onChangedChange]);

  const save = async () => {
    setSaving(true);
    try {
      if (!area) throw new Error('Nothing to crop yet');
      const blob = await (cropFn ?? ((s, a) => cropImage(s, a, outputType, maxSide)))(src, area);
      await onCropped(blob);
    } catch (error) {
      toast.error(errorText);
      onError?.(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <div className={styles.stage}>
        <Cropper
          image={src}
          crop={position}
          zoom={zoom}
          aspect={aspect}
          cropShape={shape}
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <div className={styles.zoom}>
        <span className={styles.zoomLabel} aria-hidden="true">
          {zoomLabel}
        </span>
        <Slider.Root
          className={styles.slider}
          min={1}
          max={3}
          step={0.05}
          value={[zoom]}
          onValueChange={([next]) => setZoom(next ?? 1)}
        >
          <Slider.Track className={styles.track}>
            <Slider.Range className={styles.range} />
          </Slider.Track>
          <Slider.Thumb className={styles.thumb} aria-label={zoomLabel} />
        </Slider.Root>
      </div>
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button loading={saving} onClick={() => void save()}>
          {saveLabel}
        </Button>
      </div>
    </div>
  );
});
