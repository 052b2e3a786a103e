/**
 * The joint fragment draft of the stream screen (joint-editor.ts), held by the screen so the `p`
 * hotkey and the editor strip share it. A selection that cannot become a chunk is told why.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '../timeline/timeline.types';
import { EMPTY_DRAFT, chunkRefusal, jointEditorReducer } from './joint-editor';

export function useJointEditor() {
  const { t } = useTranslation('fragment-editor');
  const [draft, dispatch] = useReducer(jointEditorReducer, EMPTY_DRAFT);

  /** Adds the range as the last chunk, or says why not; true when added. */
  const addChunk = useCallback(
    (range: TimeRange | null): boolean => {
      const refusal = chunkRefusal(draft, range);
      if (refusal || !range) {
        notifications.show({ color: 'yellow', message: t(`editor.refused.${refusal ?? 'noSelection'}`) });
        return false;
      }
      dispatch({ type: 'add', range });
      return true;
    },
    [draft, t],
  );

  // One object per draft, so the editor strip renders with the draft, not with each focus move.
  return useMemo(() => ({ draft, dispatch, addChunk }), [draft, addChunk]);
}
export type JointEditorState = ReturnType<typeof useJointEditor>;
