/**
 * Files that name other files (security issue 30, finding 1): what an attacker uploads as an
 * asset, an audit audio or a device segment so that ffmpeg reads another client's recording.
 * ffmpeg recognises each by its content, whatever the file is named.
 */
export function listsNaming(target: string, audio?: Buffer): { kind: string; content: Buffer }[] {
  const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:30\n#EXTINF:30,\n${target}\n#EXT-X-ENDLIST\n`;
  return [
    { kind: 'an HLS playlist', content: Buffer.from(playlist) },
    { kind: 'an ffconcat file', content: Buffer.from(`ffconcat version 1.0\nfile '${target}'\n`) },
    { kind: 'a concat list', content: Buffer.from(`file '${target}'\n`) },
    // Real audio after the playlist: read as MP3 it decodes, yet detection takes it for a playlist.
    ...(audio
      ? [{ kind: 'an HLS playlist followed by audio', content: Buffer.concat([Buffer.from(playlist), audio]) }]
      : []),
  ];
}
