import { ImageCropper, type ImageCropperProps } from '@optwallet/ui';
import { t } from '../texts';

/**
 * The cropper with this app's texts, in a chunk of its own: react-easy-crop loads only when
 * someone has chosen a photo, not with the profile page.
 */
export default function PhotoCropper(
  props: Pick<
    ImageCropperProps,
    'src' | 'outputType' | 'maxSide' | 'onCropped' | 'onCancel' | 'onChangedChange'
  >,
) {
  return (
    <ImageCropper
      {...props}
      saveLabel={t('settings.photo_save')}
      cancelLabel={t('settings.photo_cancel')}
      zoomLabel={t('settings.photo_zoom')}
      errorText={t('error.crop_failed')}
    />
  );
}
