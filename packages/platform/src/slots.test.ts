import { REMOTE_OUTLET_ID, ensureSlot } from './slots';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the slot a remote mounts into', () => {
  it('is created once inside the shell outlet', () => {
    const outlet = document.body.appendChild(document.createElement('div'));
    outlet.id = REMOTE_OUTLET_ID;
    const slot = ensureSlot('mf_one');
    expect(slot.parentElement).toBe(outlet);
    expect(slot.id).toBe('single-spa-application:mf_one');
    expect(ensureSlot('mf_one')).toBe(slot);
  });

  it('issue 13: a remote that mounts before the shell committed its outlet lands in the outlet once it appears, not elsewhere', async () => {
    const slot = ensureSlot('mf_early');
    slot.textContent = 'early content';
    expect(document.body).not.toHaveTextContent('early content');
    expect(ensureSlot('mf_early')).toBe(slot);
    const layout = document.body.appendChild(document.createElement('main'));
    const outlet = layout.appendChild(document.createElement('div'));
    outlet.id = REMOTE_OUTLET_ID;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slot.parentElement).toBe(outlet);
    expect(outlet).toHaveTextContent('early content');
  });
});
