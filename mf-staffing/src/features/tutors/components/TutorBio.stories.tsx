import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TutorBio } from './TutorBioModal';

const meta: Meta<typeof TutorBio> = { title: 'Staffing/TutorBio', component: TutorBio };
export default meta;

export const Full: StoryObj<typeof TutorBio> = {
  args: {
    tutor: {
      id: 7,
      firstName: 'Tina',
      lastName: 'Tutor',
      fullName: 'Tina Tutor',
      starRating: 4.8,
      tier: { id: 3, name: 'Gold', billingRate: 65 },
      subjects: [
        { name: 'Algebra', categoryName: 'Math' },
        { name: 'Geometry', categoryName: 'Math' },
        { name: 'Essay Writing', categoryName: 'English' },
      ],
      personalProfile: {
        educations: ['UCLA'],
        degrees: ["Bachelor's"],
        approach: 'Patient and structured.',
        background: 'Former teacher.',
      },
      stories: [{ title: 'First student', body: 'Helped a student go from C to A.' }],
    },
  },
};
