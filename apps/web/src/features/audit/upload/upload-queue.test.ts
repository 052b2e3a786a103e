import { describe, expect, it } from 'vitest';
import { defaultCustomId, splitProgress, uploadTargets } from './upload-queue';

describe('upload queue rules', () => {
  it('defaults the audio id to the file name without its last extension', () => {
    expect(defaultCustomId('SPOT-COLA-30.mp3')).toBe('SPOT-COLA-30');
    expect(defaultCustomId('spot.v2.final.m4a')).toBe('spot.v2.final');
    expect(defaultCustomId('JINGLE')).toBe('JINGLE');
    expect(defaultCustomId('.hidden')).toBe('.hidden');
  });

  it('splits one file’s progress evenly over its targets', () => {
    expect(splitProgress(0, 1, 40)).toBe(40);
    expect(splitProgress(0, 2, 50)).toBe(25);
    expect(splitProgress(1, 2, 50)).toBe(75);
    expect(splitProgress(2, 3, 100)).toBe(100);
  });

  it('sends a grouped station’s audios to its group, others to the station', () => {
    expect(uploadTargets({ id: 's1', stationGroup: null })).toEqual([{ type: 'STATION_AUDIO', stationId: 's1' }]);
    expect(uploadTargets({ id: 's1', stationGroup: { id: 'g1', name: 'Sur' } })).toEqual([
      { type: 'STATIONS_GROUP_AUDIO', stationsGroupId: 'g1', groupName: 'Sur' },
    ]);
  });
});
