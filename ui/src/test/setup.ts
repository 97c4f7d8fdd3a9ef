import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetBoxClock } from '../lib/clock';

// findBy…/waitFor wait up to 3 s (the library's default is 1 s): two screen tests share the two cores with their
// daemons, and a debounced search that refetches can take longer than a second then. A test still fails as soon as
// that time is up without the awaited text.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  forgetBoxClock(); // the next screen reads the box's clock again from its own daemon
});
