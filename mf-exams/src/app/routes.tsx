import { lazy } from 'react';
import type { RemoteRoute } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/exams',
    title: ['Exams'],
    Component: lazy(() => import('../features/exams/ExamsPage').then((m) => ({ default: m.ExamsPage }))),
  },
  {
    path: '/essay_grading',
    title: ['Essay grading'],
    Component: lazy(() => import('../features/essay-grading/EssayGradingPage').then((m) => ({ default: m.EssayGradingPage }))),
  },
];
