import { reloadAllButUser, setUser, useUser } from '../../../lib/account';
import type { User } from '@optwallet/contract';
import { validateProfilePhoto } from '@optwallet/domain';
import { Avatar, Button, FormField, Modal, Spinner, toast } from '@optwallet/ui';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { DiscardDialog, useDiscardGuard } from '../../../components/discard-dialog';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { blobToBase64 } from '../../../lib/blob-to-base64';
import { showServerError, toastFieldError } from '../../../lib/form-errors';
import styles from './profile-photo-field.module.css';

const PhotoCropper = lazy(() => import('./photo-cropper'));

/** Longest side of the uploaded crop; the server keeps at most this much too. */
const PHOTO_SIDE = 512;

type PhotoType = 'image/png' | 'image/jpeg';
interface Chosen {
  url: string;
  type: PhotoType;
}

/**
 * Profile photo: choose a PNG/JPEG/JPG under 4 MB (checked before anything is read), crop it in a
 * dialog, upload the crop (PUT /user/profile/avatar), or remove the photo. PNGs stay PNG so a
 * transparent background survives; everything else becomes JPEG.
 */
export function ProfilePhotoField() {
  const user = useUser();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [removing, setRemoving] = useState(false);
  // The crop or zoom moved: outside click, Escape and the cross ask before dropping it.
  const [cropChanged, setCropChanged] = useState(false);
  const name =
    [user?.first_name, user?.last_name].filter(Boolean).join(' ') || (user?.username ?? '');

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const choose = (file: File | undefined) => {
    // Cleared so that choosing the same file again still fires a change.
    if (input.current) input.current.value = '';
    const problem = validateProfilePhoto(file ?? null);
    if (problem || !file) {
      // Product §5: what is wrong ('File type must be one of PNG, JPEG, JPG', 'File size must be
      // under 4MB'); the field's hint always says the whole rule.
      setError(problem?.message ?? null);
      return;
    }
    setError(null);
    setChosen({
      url: URL.createObjectURL(file),
      type: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
    });
  };

  const closeCropper = () => {
    setChosen(null);
    setCropChanged(false);
  };
  const { requestClose, dialog } = useDiscardGuard({ dirty: cropChanged, close: closeCropper });

  const saved = async (message: string, update: Promise<User>) => {
    try {
      setUser(await update);
      // Every screen that shows this person (shell footer, lists, profiles) reads the new photo.
      await reloadAllButUser();
      toast.success(message);
      closeCropper();
    } catch (failure) {
      // The server's verdict on the image is said over the crop dialog, which stays open.
      showServerError(failure, toastFieldError, ['image']);
    }
  };

  const upload = async (blob: Blob) => {
    const type: PhotoType = blob.type === 'image/png' ? 'image/png' : 'image/jpeg';
    await saved(
      t('settings.photo_saved'),
      blobToBase64(blob).then((image) => api.users.updateAvatar({ content_type: type, image })),
    );
  };

  const remove = async () => {
    setRemoving(true);
    await saved(t('settings.photo_removed'), api.users.deleteAvatar());
    setRemoving(false);
  };

  return (
    <div className={styles.field}>
      <Avatar name={name} src={user?.avatar ?? null} size="xl" alt="" />
      <FormField
        id={inputId}
        label={t('settings.photo')}
        hint={t('validation.profile_photo')}
        error={error ?? undefined}
      >
        {/* Opened by the button (what keyboards and screen readers meet) or by the label. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          hidden
          data-testid="profile-photo-input"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={removing}
          >
            {user?.avatar ? t('settings.photo_change') : t('settings.photo_upload')}
          </Button>
          {user?.avatar ? (
            <Button variant="ghost" size="sm" loading={removing} onClick={() => void remove()}>
              {t('settings.photo_remove')}
            </Button>
          ) : null}
        </div>
      </FormField>
      <Modal
        open={chosen !== null}
        onOpenChange={(open) => !open && requestClose()}
        title={t('settings.photo_crop_title')}
        description={t('settings.photo_crop_intro')}
        size="md"
      >
        <DiscardDialog
          {...dialog}
          title={t('settings.photo_discard_title')}
          description={t('settings.photo_discard_body')}
        />
        {chosen ? (
          <Suspense fallback={<Spinner />}>
            <PhotoCropper
              src={chosen.url}
              outputType={chosen.type}
              maxSide={PHOTO_SIDE}
              onCropped={upload}
              // Cancel is the user's own choice to drop the crop: no second question.
              onCancel={closeCropper}
              onChangedChange={setCropChanged}
            />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}
