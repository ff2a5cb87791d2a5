import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { AvatarUpload, Calendar, UNSUPPORTED_IMAGE_MESSAGE } from './index';

// The package index exports Calendar and AvatarUpload as lazy wrappers (issue 13): same props, code fetched on use.
describe('lazy exports of the package index', () => {
  it('DS-19: Calendar shows a loading spinner, then the calendar with its view buttons', async () => {
    renderWithTheme(<Calendar initialDate="2027-03-10" timeZone="UTC" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar');
    expect(await screen.findByRole('button', { name: 'Month' })).toBeInTheDocument();
    expect(screen.queryByText('Loading calendar')).not.toBeInTheDocument();
  });

  it('DS-23: AvatarUpload opens its dialog with the file chooser once loaded', async () => {
    renderWithTheme(<AvatarUpload open onClose={() => undefined} onUpload={async () => ({ url: 'x' })} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a picture')).toBeInTheDocument();
    expect(UNSUPPORTED_IMAGE_MESSAGE).toBe('Please choose a JPG, JPEG, PNG, BMP or GIF image.');
  });

  it('DS-23: a closed AvatarUpload shows nothing', async () => {
    renderWithTheme(<AvatarUpload open={false} onClose={() => undefined} onUpload={async () => null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
