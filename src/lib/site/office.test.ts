import { describe, expect, it } from 'vitest';
import { addressParts, describeOpeningHours, mapsUrl, parseOpeningHours } from './office';

describe('parseOpeningHours', () => {
  it('reads day ranges, lists and several lines', () => {
    expect(parseOpeningHours('Mo-Sa 09:00-18:00')).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '18:00' },
    ]);
    expect(parseOpeningHours('Mo-Th,Sa 10:00 - 19:30; Fr 15:00-21:00')).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday'], opens: '10:00', closes: '19:30' },
      { days: ['Friday'], opens: '15:00', closes: '21:00' },
    ]);
  });

  it.each([
    ['', 'OPENING_HOURS is empty'],
    ['Monday 9-5', 'is not of the form "Mo-Sa 09:00-18:00"'],
    ['Mo-Xy 09:00-18:00', '"Xy" is not a day'],
    ['Sa-Mo 09:00-18:00', 'runs backwards'],
    ['Mo 18:00-09:00', 'closes before it opens'],
  ])('refuses %j, naming the problem', (raw, message) => {
    expect(() => parseOpeningHours(raw)).toThrow(message);
  });
});

describe('describeOpeningHours', () => {
  it('writes the hours as a visitor reads them', () => {
    expect(describeOpeningHours(parseOpeningHours('Mo-Sa 09:00-18:00'))).toBe('Monday to Saturday, 9:00 am to 6:00 pm');
    expect(describeOpeningHours(parseOpeningHours('Mo,We,Fr 00:30-12:15; Sa,Su 12:00-23:59'))).toBe(
      'Monday, Wednesday and Friday, 12:30 am to 12:15 pm; Saturday and Sunday, 12:00 pm to 11:59 pm',
    );
  });
});

describe('addressParts', () => {
  it('splits "street, area, City code, Pakistan" into the parts of a PostalAddress', () => {
    expect(addressParts('Office 1, Main Boulevard, Gulberg III, Lahore 54000, Pakistan')).toEqual({
      street: 'Office 1, Main Boulevard, Gulberg III',
      locality: 'Lahore',
      postalCode: '54000',
      country: 'PK',
    });
    expect(addressParts('12 Canal Road, Faisalabad, Pakistan')).toEqual({ street: '12 Canal Road', locality: 'Faisalabad', country: 'PK' });
    expect(addressParts('House 5, Dubai, United Arab Emirates').country).toBe('United Arab Emirates');
  });

  it('keeps an address of fewer parts whole as the street', () => {
    expect(addressParts('Plot 7 Blue Area Islamabad')).toEqual({ street: 'Plot 7 Blue Area Islamabad', country: 'PK' });
  });
});

it('links the address to a Google Maps search', () => {
  expect(mapsUrl('Office 1, Lahore')).toBe('https://www.google.com/maps/search/?api=1&query=Office%201%2C%20Lahore');
});
