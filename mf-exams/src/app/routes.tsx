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
    path: '/exams/transcripts',
    title: ['Transcripts', 'Exams'],
    Component: lazy(() => import('../features/transcripts/TranscriptsPage').then((m) => ({ default: m.TranscriptsPage }))),
  },
  {
    path: '/exams/transcripts/:id',
    title: ['Transcript', 'Transcripts', 'Exams'],
    Component: lazy(() => import('../features/transcripts/TranscriptPage').then((m) => ({ default: m.TranscriptPage }))),
  },
  {
    path: '/exams/reports',
    title: ['Reports', 'Exams'],
    Component: lazy(() => import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage }))),
  },
  {
    path: '/exams/graders',
    title: ['Essay graders', 'Exams'],
    Component: lazy(() => import('../features/graders/GradersPage').then((m) => ({ default: m.GradersPage }))),
  },
  {
    path: '/essay_grading',
    title: ['Essay grading'],
    Component: lazy(() => import('../features/essay-grading/EssayGradingPage').then((m) => ({ default: m.EssayGradingPage }))),
  },
];
