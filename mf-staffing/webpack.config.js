module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: 'mf_staffing',
  title: 'Staffing (standalone)',
  exposes: {
    './app': './src/app/lifecycles.tsx',
    // Widgets other remotes open without importing this remote's source (named exports, see README).
    './TutorBioModal': './src/features/tutors/components/TutorBioModal.tsx',
    './CourseTutorStaffingModal': './src/features/tutors/components/CourseTutorStaffingModal.tsx',
    './DepartmentFormModal': './src/features/employees/components/DepartmentFormModal.tsx',
  },
});
