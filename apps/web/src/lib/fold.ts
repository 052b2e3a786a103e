import { foldText } from '@antena/contract';

/** Case- and accent-insensitive text for searching (the contract's fold): 'senal' finds 'Señal'. */
export const fold = foldText;

/** Whether `text` contains `query`, ignoring case, accents and the query's outer spaces. */
export const foldedIncludes = (text: string, query: string): boolean => fold(text).includes(fold(query.trim()));
