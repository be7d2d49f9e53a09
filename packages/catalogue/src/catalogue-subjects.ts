import americanHistory from '../data/subjects/american-history.json';
import ancientHistory from '../data/subjects/ancient-history.json';
import brazilianHistory from '../data/subjects/brazilian-history.json';
import medievalHistory from '../data/subjects/medieval-history.json';
import modernEuropeanHistory from '../data/subjects/modern-european-history.json';
import worldHistory from '../data/subjects/world-history.json';
import { SubjectFileSchema, type Subject } from './catalogue-file';

/** The subjects files as written, one per area; validated by `findSubjectProblems` in the tests. */
export const subjectFiles: readonly unknown[] = [
  ancientHistory,
  medievalHistory,
  modernEuropeanHistory,
  americanHistory,
  brazilianHistory,
  worldHistory,
];

/** Every subject of history the catalogue knows, named in the five languages. */
export const catalogueSubjects: readonly Subject[] = subjectFiles.flatMap(
  (file) => SubjectFileSchema.parse(file).subjects,
);
