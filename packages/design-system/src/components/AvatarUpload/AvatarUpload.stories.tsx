import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AvatarUpload } from './AvatarUpload';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';

function Demo({ fail = false }: { fail?: boolean }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Jane Doe" src={url} size="lg" />
      <Button onClick={() => setOpen(true)}>Change photo</Button>
      <AvatarUpload<{ url: string }>
        open={open}
        onClose={() => setOpen(false)}
        onUpload={(blob) =>
          fail
            ? Promise.reject({ status: 422, errors: ['Avatar is too large'] })
            : Promise.resolve({ url: URL.createObjectURL(blob) })
        }
        onSuccess={(avatar) => setUrl(avatar.url)}
      />
    </div>
  );
}

const meta: Meta<typeof AvatarUpload> = {
  title: 'Media/AvatarUpload',
  component: AvatarUpload,
  render: () => <Demo />,
};
export default meta;
type Story = StoryObj<typeof AvatarUpload>;

export const Default: Story = {};
export const UploadFails: Story = { render: () => <Demo fail /> };
