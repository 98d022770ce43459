import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AVATAR_ACCEPTED_MIME_TYPES, AVATAR_MAX_BYTES, NICKNAME_MAX, NICKNAME_MIN, validateNickname } from '@aigc/domain';
import { toastShown, useAppDispatch } from '@aigc/store';
import { useUpdateProfileMutation, useUploadAvatarMutation } from '@aigc/store/account';
import { Avatar, Button, Dialog, TextField } from '@aigc/ui';

/** Props of {@link EditProfileDialog}. */
export interface EditProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nickName: string;
  avatar: string | null;
}

/**
 * Edit profile (docs/product.md §2 'Edit profile (avatar, username)'): pick a new
 * avatar (JPEG, PNG or WebP up to 5 MB, previewed before saving; the server
 * checks the bytes and re-encodes it) and change the nickname (docs/product.md §5:
 * required, 2–20 characters, domain `validateNickname`). Save sends only
 * what changed and toasts 'Update success' (docs/product.md §8).
 */
export function EditProfileDialog({ open, onOpenChange, nickName, avatar }: EditProfileDialogProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [name, setName] = useState(nickName);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [uploadAvatar, { isLoading: uploading }] = useUploadAvatarMutation();

  useEffect(() => {
    if (!open) return;
    setName(nickName);
    setFile(null);
    setFileError(null);
    setTouched(false);
  }, [open, nickName]);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const issue = validateNickname(name);
  const nameError = !touched || !issue ? null : issue.code === 'nickname.required' ? t`Please enter a nickname` : t`The nickname must be ${NICKNAME_MIN} to ${NICKNAME_MAX} characters long`;

  const pick = (f: File | undefined) => {
    if (!f) return;
    if (!(AVATAR_ACCEPTED_MIME_TYPES as readonly string[]).includes(f.type)) {
      setFileError(t`Please choose a JPEG, PNG or WebP image`);
      return;
    }
    if (f.size > AVATAR_MAX_BYTES) {
      setFileError(t`The image must be at most 5 MB`);
      return;
    }
    setFileError(null);
    setFile(f);
  };

  const save = async () => {
    setTouched(true);
    if (issue) return;
    let ok = true;
    if (file) {
      const res = await uploadAvatar(file);
      ok = 'data' in res && Boolean(res.data);
    }
    if (ok && name.trim() !== nickName) {
      const res = await updateProfile({ nickName: name.trim() });
      ok = 'data' in res && Boolean(res.data);
    }
    if (ok) {
      dispatch(toastShown({ message: t`Update success`, kind: 'success' }));
      onOpenChange(false);
    }
  };

  const busy = saving || uploading;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Edit profile`}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div className="ac-edit">
        <div className="ac-edit__avatar">
          <Avatar src={preview ?? avatar} name={name || nickName} size="xl" />
          <div className="ac-edit__avatar-actions">
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept={AVATAR_ACCEPTED_MIME_TYPES.join(',')}
              className="ui-visually-hidden"
              aria-label={t`Choose an avatar image`}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              <Trans>Change avatar</Trans>
            </Button>
            <span className="ac-edit__hint">
              <Trans>JPEG, PNG or WebP, up to 5 MB</Trans>
            </span>
            {fileError ? (
              <span className="ac-edit__error" role="alert">
                {fileError}
              </span>
            ) : null}
          </div>
        </div>
        <TextField
          label={t`Username`}
          value={name}
          maxLength={NICKNAME_MAX * 2}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={nameError}
          hint={t`${NICKNAME_MIN} to ${NICKNAME_MAX} characters`}
        />
      </div>
    </Dialog>
  );
}
