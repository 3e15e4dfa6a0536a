import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default: too short for a React render on a two-core CI
// machine running three test workers beside `astro build`. They still return as soon as the
// element is there; only a real failure waits the full 5 s.
configure({ asyncUtilTimeout: 5_000 });
