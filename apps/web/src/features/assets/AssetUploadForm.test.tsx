import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMantine } from '../../test/render';
import { ApiError, apiErrorFromBody } from '../../lib/api-error';
import i18n from '../../lib/i18n';
import errorsEs from '../../locales/es/errors.json';
import { AssetUploadForm } from './AssetUploadForm';
import { isFileTooLarge } from './upload-validation';

const MB = 1024 * 1024;
const fileOf = (bytes: number, name = 'clip.mp3') => {
  const file = new File(['x'], name, { type: 'audio/mpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const choose = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('upload size', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('rejects files over the maximum', () => {
    expect(isFileTooLarge({ size: 2 * MB }, 2)).toBe(false);
    expect(isFileTooLarge({ size: 2 * MB + 1 }, 2)).toBe(true);
  });

  it('refuses a too-large file before sending it', async () => {
    const upload = vi.fn();
    renderWithMantine(<AssetUploadForm maxUploadMb={1} upload={upload} />);
    choose(fileOf(MB + 1));
    expect(await screen.findByText('Files must not be larger than 1 MB')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the same text when the server answers 413', async () => {
    const upload = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ status: 413, code: 'ERR_PAYLOAD_TOO_LARGE', message: 'too big', path: '/assets' }),
      );
    renderWithMantine(<AssetUploadForm maxUploadMb={5} upload={upload} />);
    choose(fileOf(MB));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Files must not be larger than 5 MB')).toBeTruthy();
  });

  it("tells a Spanish user why the server refused the upload, never the server's English message", async () => {
    await i18n.changeLanguage('es');
    const quota = apiErrorFromBody(429, 'Too Many Requests', '/assets', {
      statusCode: 429,
      code: 'ERR_UPLOAD_QUOTA',
      message: 'Upload quota reached: a client may upload 500 MB a day',
    });
    renderWithMantine(<AssetUploadForm maxUploadMb={5} upload={vi.fn().mockRejectedValue(quota)} />);
    choose(fileOf(MB));
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText(`La carga falló: ${errorsEs.codes.ERR_UPLOAD_QUOTA}`)).toBeTruthy();
    expect(screen.queryByText(/Upload quota reached/)).toBeNull();
  });

  it('links the stored asset after an upload', async () => {
    const upload = vi.fn().mockResolvedValue({
      id: '1',
      key: 'k',
      url: '/api/media/k?sig=1',
      filename: 'clip.mp3',
      contentType: 'audio/mpeg',
      size: 10,
    });
    renderWithMantine(<AssetUploadForm maxUploadMb={5} upload={upload} />);
    choose(fileOf(10));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const link = await screen.findByRole('link', { name: 'clip.mp3' });
    expect(link.getAttribute('href')).toBe('/api/media/k?sig=1');
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
  });
});
