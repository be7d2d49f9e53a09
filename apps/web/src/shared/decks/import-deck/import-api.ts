import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ImportPreviewSchema, type ImportRequest } from '@chronodeck/contract';
import { apiRequest } from '../../api/api-client';

/** A file to import and where; previewing or saving says whether it is saved. */
export type ImportFile = Omit<ImportRequest, 'save'>;

/** Where imported cards go: a student's decks or a class's, and the list that shows them. */
export interface ImportTarget {
  /** The import route: `API_ROUTES.student.deckImport`, or a class's `deckImport`. */
  url: string;
  /** The query refreshed once cards are saved. */
  shownBy: QueryKey;
}

const importRequest = (url: string, request: ImportRequest) =>
  apiRequest(url, { method: 'POST', body: request, schema: ImportPreviewSchema });

/** Asks the server how the file reads, every row with its card or its problems; saves nothing. */
export const usePreviewImport = (target: ImportTarget) =>
  useMutation({
    mutationFn: (file: ImportFile) => importRequest(target.url, { ...file, save: false }),
  });

/** Saves the previewed cards into the deck. */
export function useSaveImport(target: ImportTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: ImportFile) => importRequest(target.url, { ...file, save: true }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: target.shownBy }),
  });
}
