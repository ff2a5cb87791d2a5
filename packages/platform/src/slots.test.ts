import { REMOTE_OUTLET_ID, adoptSlots, ensureSlot } from './slots';

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

describe('a new outlet (the shell rendered its frame again)', () => {
  it('takes in the slot of an area mounted into the old one, with its content', () => {
    const old = document.body.appendChild(document.createElement('div'));
    old.id = REMOTE_OUTLET_ID;
    const slot = ensureSlot('mf_remounted');
    slot.textContent = 'record page';
    old.remove();
    const outlet = document.body.appendChild(document.createElement('div'));
    outlet.id = REMOTE_OUTLET_ID;
    adoptSlots(outlet);
    expect(slot.parentElement).toBe(outlet);
    expect(outlet).toHaveTextContent('record page');
    expect(ensureSlot('mf_remounted')).toBe(slot);
  });

  it('an area mounting after the old outlet went gets its own slot back, in the new outlet', () => {
    const old = document.body.appendChild(document.createElement('div'));
    old.id = REMOTE_OUTLET_ID;
    const slot = ensureSlot('mf_back');
    old.remove();
    const outlet = document.body.appendChild(document.createElement('div'));
    outlet.id = REMOTE_OUTLET_ID;
    expect(ensureSlot('mf_back')).toBe(slot);
    expect(slot.parentElement).toBe(outlet);
  });
});
