import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, ImportPreviewSchema, type ImportRequest } from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';
import { DECKS_QUERY_KEY } from '../../../shared/decks/decks-api';

/** A file to import and where; previewing or saving says whether it is saved. */
export type ImportFile = Omit<ImportRequest, 'save'>;

const importRequest = (request: ImportRequest) =>
  apiRequest(API_ROUTES.student.deckImport, {
    method: 'POST',
    body: request,
    schema: ImportPreviewSchema,
  });

/** Asks the server how the file reads, every row with its card or its problems; saves nothing. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (file: ImportFile) => importRequest({ ...file, save: false }),
  });

/** Saves the previewed cards into the deck. */
export function useSaveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: ImportFile) => importRequest({ ...file, save: true }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
