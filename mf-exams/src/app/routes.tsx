import { type RemoteRoute, lazyPage } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '/exams',
    title: ['Exams'],
    Component: lazyPage(() => import('../features/exams/ExamsPage').then((m) => m.ExamsPage)),
  },
  {
    path: '/exams/transcripts',
    title: ['Transcripts', 'Exams'],
    Component: lazyPage(() => import('../features/transcripts/TranscriptsPage').then((m) => m.TranscriptsPage)),
  },
  {
    path: '/exams/transcripts/:id',
    title: ['Transcript', 'Transcripts', 'Exams'],
    Component: lazyPage(() => import('../features/transcripts/TranscriptPage').then((m) => m.TranscriptPage)),
  },
  {
    path: '/exams/reports',
    title: ['Reports', 'Exams'],
    Component: lazyPage(() => import('../features/reports/ReportsPage').then((m) => m.ReportsPage)),
  },
  {
    path: '/exams/graders',
    title: ['Essay graders', 'Exams'],
    Component: lazyPage(() => import('../features/graders/GradersPage').then((m) => m.GradersPage)),
  },
  {
    path: '/essay_grading',
    title: ['Essay grading'],
    Component: lazyPage(() => import('../features/essay-grading/EssayGradingPage').then((m) => m.EssayGradingPage)),
  },
];
