import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { GARAGE_MESSAGES } from '@store/contracts/garage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStoredUser } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import {
  bikeModelsAnswer,
  CLASSIC_350,
  DUKE_390,
  garageAnswer,
  garageBike,
  HIMALAYAN,
  KTM,
  ROYAL_ENFIELD,
  storeVisitorGarage,
} from '../garage-fixtures';
import { readVisitorGarage } from '../visitor-garage';
import { GarageButton } from './garage-button';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url) =>
    String(url) === '/api/bike_models' ? bikeModelsAnswer() : garageAnswer([]),
  );
  vi.stubGlobal('fetch', fetchMock);
});

const select = (name: string) => within(screen.getByRole('dialog')).getByRole('combobox', { name });
const optionTexts = (name: string) => [...(select(name) as HTMLSelectElement).options].map((o) => o.textContent);
const choose = (name: string, text: string) => {
  const option = [...(select(name) as HTMLSelectElement).options].find((o) => o.textContent === text);
  fireEvent.change(select(name), { target: { value: option?.value } });
};

async function openGarage(buttonName: string | RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: 'Your garage' });
}

const duke2019 = garageBike({ model_id: DUKE_390, make_id: KTM, make_name: 'KTM', model_name: '390 Duke', year: 2019 });

describe("the header's garage for a visitor", () => {
  it("adds a bike by make, model and a year of the model's range; it becomes the current bike", async () => {
    renderWithRouter(<GarageButton />);
    await openGarage('Add your bike');
    await screen.findByRole('option', { name: 'Royal Enfield' });
    expect(select('Model')).toHaveProperty('disabled', true);

    choose('Make', 'Royal Enfield');
    expect(optionTexts('Model')).toEqual(['Choose a model', 'Classic 350', 'Himalayan']);
    choose('Model', 'Himalayan');
    expect(optionTexts('Year').slice(1)).toEqual(['2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016']);
    // Still made: up to next year's model.
    choose('Model', 'Classic 350');
    const years = optionTexts('Year').slice(1);
    expect(years[0]).toBe(String(new Date().getFullYear() + 1));
    expect(years.at(-1)).toBe('2009');

    fireEvent.click(screen.getByRole('button', { name: 'Add bike' }));
    expect(screen.getByText(FITMENT_MESSAGES.bikeWithoutYear)).toBeTruthy();
    choose('Year', '2021');
    fireEvent.click(screen.getByRole('button', { name: 'Add bike' }));

    expect(await screen.findByRole('button', { name: 'Your bike: Classic 350 (2021)' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readVisitorGarage()).toEqual([
      expect.objectContaining({
        model_id: CLASSIC_350,
        make_id: ROYAL_ENFIELD,
        make_name: 'Royal Enfield',
        year: 2021,
        current: true,
      }),
    ]);
    // A visitor's garage never asks the account's.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/bike_models']);
  });

  it('asks for a make first, then a model, in the contract words', async () => {
    renderWithRouter(<GarageButton />);
    await openGarage('Add your bike');
    await screen.findByRole('option', { name: 'KTM' });
    fireEvent.click(screen.getByRole('button', { name: 'Add bike' }));
    expect(select('Make').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(GARAGE_MESSAGES.unknownModel)).toBeTruthy();
    choose('Make', 'KTM');
    expect(select('Model').getAttribute('aria-invalid')).toBe('true');
    expect(readVisitorGarage()).toEqual([]);
  });

  it('picks the current bike, shops without one, and removes one', async () => {
    storeVisitorGarage([garageBike({ year: 2021, current: true }), { ...duke2019, current: false }]);
    renderWithRouter(<GarageButton />);
    const dialog = await openGarage('Your bike: Classic 350 (2021)');

    expect(within(dialog).getByRole('radio', { name: /Classic 350 \(2021\)/ })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /390 Duke \(2019\)/ }));
    expect(await screen.findByRole('button', { name: 'Your bike: 390 Duke (2019)' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Shop without a bike' }));
    expect(await screen.findByRole('button', { name: 'Add your bike' })).toBeTruthy();
    expect(readVisitorGarage().some((b) => b.current)).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 390 Duke (2019)' }));
    expect(within(dialog).queryByRole('radio', { name: /390 Duke/ })).toBeNull();
    expect(readVisitorGarage().map((b) => b.model_name)).toEqual(['Classic 350']);
  });
});

describe("the menu's garage row", () => {
  it('names the bike in full, closes the menu and opens the garage over the page', async () => {
    storeVisitorGarage([garageBike({ year: 2021 })]);
    const onOpen = vi.fn();
    renderWithRouter(<GarageButton inMenu onOpen={onOpen} />);

    const row = await screen.findByRole('button', { name: 'Your bike: Classic 350 (2021)' });
    expect(row.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(row);
    expect(onOpen).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Your garage' });
    // On the page's body, not inside the menu that has just closed.
    expect(dialog.parentElement).toBe(document.body);
  });
});

describe("the header's garage for a signed-in shopper", () => {
  const accountClassic = { ...garageBike({ year: 2021 }), _id: '00000000-0000-4000-8000-0000000000b1' };
  const accountHimalayan = {
    ...garageBike({ model_id: HIMALAYAN, model_name: 'Himalayan', year: 2018, current: false }),
    _id: '00000000-0000-4000-8000-0000000000b2',
  };
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

  beforeEach(() => saveStoredUser({ token: 't', name: 'Asha' }));

  it("shows the account's current bike and chooses another through the API", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/garage_choose'
        ? garageAnswer([
            { ...accountClassic, current: false },
            { ...accountHimalayan, current: true },
          ])
        : String(url) === '/api/bike_models'
          ? bikeModelsAnswer()
          : garageAnswer([accountClassic, accountHimalayan]),
    );
    renderWithRouter(<GarageButton />);
    const dialog = await openGarage('Your bike: Classic 350 (2021)');

    fireEvent.click(within(dialog).getByRole('radio', { name: /Himalayan \(2018\)/ }));
    // At once, then as the server answered.
    expect(await screen.findByRole('button', { name: 'Your bike: Himalayan (2018)' })).toBeTruthy();
    await waitFor(() => expect(calls('/api/garage_choose')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/garage_choose')[0]![1]?.body))).toEqual({ bike_id: accountHimalayan._id });
    expect(readVisitorGarage()).toEqual([]);
  });

  it('adds a bike through the API, and puts the garage back when the server refuses', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/garage_add'
        ? new Response(JSON.stringify({ error: true, status: 400, message: GARAGE_MESSAGES.yearOutOfRange }), {
            status: 400,
          })
        : String(url) === '/api/bike_models'
          ? bikeModelsAnswer()
          : garageAnswer([accountClassic]),
    );
    renderWithRouter(<GarageButton />);
    await openGarage('Your bike: Classic 350 (2021)');
    await screen.findByRole('option', { name: 'KTM' });
    choose('Make', 'KTM');
    choose('Model', '390 Duke');
    choose('Year', '2019');
    fireEvent.click(screen.getByRole('button', { name: 'Add bike' }));

    await waitFor(() => expect(calls('/api/garage_add')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/garage_add')[0]![1]?.body))).toEqual({ model_id: DUKE_390, year: 2019 });
    expect(await screen.findByRole('button', { name: 'Your bike: Classic 350 (2021)' })).toBeTruthy();
  });
});
