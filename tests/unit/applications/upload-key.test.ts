import { isImageUploadKey, isUploadKey, newUploadKey } from '@/lib/applications/upload-key';
import { uploadedFileField, uploadedImageField } from '@/lib/wizards/schemas';

const id = '3f2b8c1e-9d4a-4b6e-8f1a-2c3d4e5f6a7b';

describe('the upload key (lib/applications/upload-key.ts)', () => {
  it('makes keys it recognises, one per extension', () => {
    for (const extension of ['pdf', 'jpg', 'png'] as const) {
      const key = newUploadKey(extension);
      expect(key.endsWith(`.${extension}`)).toBe(true);
      expect(isUploadKey(key)).toBe(true);
    }
    expect(newUploadKey('pdf')).not.toBe(newUploadKey('pdf'));
  });

  it('takes <uuid>.<pdf|jpg|png> only', () => {
    expect(isUploadKey(`${id}.pdf`)).toBe(true);
    for (const value of [
      id,
      `${id}.gif`,
      `${id}.PDF`,
      `${id}.pdf.exe`,
      `../${id}.pdf`,
      `2026/11/${id}.pdf`,
      `${id.slice(1)}.pdf`,
      null,
    ])
      expect(isUploadKey(value)).toBe(false);
  });

  it('tells an image from a PDF', () => {
    expect(isImageUploadKey(`${id}.jpg`)).toBe(true);
    expect(isImageUploadKey(`${id}.png`)).toBe(true);
    expect(isImageUploadKey(`${id}.pdf`)).toBe(false);
    expect(isImageUploadKey('photo.jpg')).toBe(false);
  });

  it('is the rule the wizard’s file fields apply', () => {
    expect(uploadedFileField.safeParse(`${id}.pdf`).success).toBe(true);
    expect(uploadedFileField.safeParse('cv.pdf').error?.issues[0]?.message).toBe('fileRequired');
    expect(uploadedImageField.safeParse(`${id}.png`).success).toBe(true);
    expect(uploadedImageField.safeParse(`${id}.pdf`).error?.issues[0]?.message).toBe('photoType');
  });
});
