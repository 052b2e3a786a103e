import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../test/app-kit';
import { useDownloadWithProgress } from './use-download-with-progress';

const URL_OF_EXPORT = 'http://localhost/api/export/stations/st1/export?from=1&to=2';

/** A response whose body arrives in the chunks the test lets through. */
function controlledResponse(total: number | null) {
  let push!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
  const headers: Record<string, string> = { 'content-type': 'audio/mpeg' };
  if (total !== null) headers['content-length'] = String(total);
  return { response: new Response(body, { status: 200, headers }), push };
}

function DownloadButton({ filename }: { filename: string }) {
  const download = useDownloadWithProgress();
  return <button onClick={() => void download(Promise.resolve(URL_OF_EXPORT), filename)}>start</button>;
}

describe('useDownloadWithProgress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the download preparing, then its percentage, then saves the file under its name', async () => {
    const { response, push } = controlledResponse(2_000_000);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    renderScreen(<DownloadButton filename="norte.mp3" />);

    fireEvent.click(await screen.findByRole('button', { name: 'start' }));
    expect(await screen.findByText('norte.mp3')).toBeTruthy();
    expect(fetchSpy.mock.calls[0]![0]).toBe(URL_OF_EXPORT);
    act(() => push.enqueue(new Uint8Array(500_000)));
    expect(await screen.findByText('Downloading: 25% of 2 MB')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    act(() => {
      push.enqueue(new Uint8Array(1_500_000));
      push.close();
    });
    expect(await screen.findByText('Download complete')).toBeTruthy();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('norte.mp3');
    expect(link.href).toBe('blob:export');
  });

  it('counts the bytes when the length is unknown, and says when the server refused', async () => {
    const { response, push } = controlledResponse(null);
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(response)
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ statusCode: 404, code: 'ERR_NOT_FOUND', message: 'No recording in this range' }),
          {
            status: 404,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<DownloadButton filename="tv.mp4" />);
    fireEvent.click(await screen.findByRole('button', { name: 'start' }));
    act(() => push.enqueue(new Uint8Array(1_200_000)));
    expect(await screen.findByText('Downloading: 1.2 MB so far')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(screen.getByText('The download failed. Try again in a few seconds.')).toBeTruthy());
  });
});
