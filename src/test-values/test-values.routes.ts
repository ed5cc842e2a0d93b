import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { TestValues } from '../generated/schema-types.js';
import { SALE_EMAIL_TAGS, TEST_CARDS, TEST_PIX_KEYS } from './test-values.js';

/** The test values and the settings that time them, for the README's readers and the QA console alike. */
export function testValuesOf(deps: Deps): TestValues {
  const { autoDelayMs, autoPay, boletoCancelAfterDays } = deps.settings;
  return { autoDelayMs, autoPay, boletoCancelAfterDays, emailTags: SALE_EMAIL_TAGS, cards: TEST_CARDS, pixKeys: TEST_PIX_KEYS };
}

export function testValuesAdminRoutes(deps: Deps): Router {
  const router = Router();
  router.get('/__admin/test-values', (_req, res) => {
    res.json(testValuesOf(deps));
  });
  return router;
}
