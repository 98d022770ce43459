import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateSourceLocale } from '../../../i18n/src/testing';

activateSourceLocale();
afterEach(() => cleanup());
