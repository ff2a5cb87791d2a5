import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card, CardGrid } from './Card';
import { Button } from '../Button/Button';
import { Facts } from '../Facts/Facts';

const meta: Meta<typeof Card> = {
  title: 'Layout/Card',
  component: Card,
  render: () => (
    <Card aria-labelledby="story-card">
      <h2 id="story-card">Payment method</h2>
      <Facts aria-label="Card">
        <dt>Card</dt>
        <dd>Visa ending 4242</dd>
        <dt>Expires</dt>
        <dd>04/29</dd>
      </Facts>
      <div>
        <Button variant="primary">Update card</Button>
      </div>
    </Card>
  ),
};
export default meta;
type Story = StoryObj<typeof Card>;

export const Default: Story = {};

/** Cards side by side where they fit; one column on a phone. */
export const Grid: Story = {
  render: () => (
    <CardGrid as="ul" aria-label="Courses">
      {['Algebra I', 'Chemistry', 'SAT Math', 'Essay writing'].map((title, index) => (
        <Card as="li" key={title} aria-labelledby={`story-course-${index}`}>
          <h3 id={`story-course-${index}`}>{title}</h3>
          <p>Next sessions: Mondays at 4:00 PM</p>
          <div>
            <Button variant="primary">Choose</Button>
          </div>
        </Card>
      ))}
    </CardGrid>
  ),
};
