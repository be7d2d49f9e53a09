// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const web = path.join(root, 'apps/web/src');

async function layerErrors(file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: path.join(web, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('the web app layers (npm test lints them)', { timeout: 60_000 }, () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await layerErrors(
      'features/quiz/quiz-page.tsx',
      "export { TimelineTab } from '../timeline/timeline-tab';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('refuse shared code importing a feature or the app', async () => {
    const errors = await layerErrors(
      'shared/ui/modal-dialog.tsx',
      "export { QuizPage } from '../../features/quiz/quiz-page';\nexport { AppRoutes } from '../../app/router';\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('let the app compose features, and features use shared code', async () => {
    expect(
      await layerErrors(
        'app/student-dashboard/student-dashboard-page.tsx',
        "export { TimelineTab } from '../../features/timeline/timeline-tab';\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'features/quiz/quiz-page.tsx',
        "export { DeckPicker } from '../../shared/decks/deck-picker';\n",
      ),
    ).toEqual([]);
  });
});
