import { describe, expect, it } from 'vitest';
import { pledgeStatusBadge } from './constants';
import { isAcceptablePledgeInput, parsePledgeAmount, totalPledged } from './rules';
import {
  createPledgeAnswerSchema,
  createPledgeInputSchema,
  myPledgeListSchema,
  venturePledgeListSchema,
} from './schemas';
import { pledgeMessages } from './constants';

const ID = '11111111-1111-4111-8111-111111111111';

describe('the pledge input filter (001 §5)', () => {
  it.each([
    ['', true],
    ['1', true],
    ['12.', true],
    ['12.3', true],
    ['12.34', true],
    ['.5', true],
    ['1000000', true],
    ['12.345', false],
    ['-5', false],
    ['1e3', false],
    ['1,000', false],
    ['12.3.4', false],
    [' 12', false],
    ['abc', false],
  ])('%j acceptable: %s', (text, acceptable) => {
    expect(isAcceptablePledgeInput(text)).toBe(acceptable);
  });
});

describe('parsePledgeAmount (001 §5)', () => {
  it.each([
    ['', pledgeMessages.amountRequired],
    ['   ', pledgeMessages.amountRequired],
    ['abc', pledgeMessages.amountInvalid],
    ['.', pledgeMessages.amountInvalid],
    ['1e3', pledgeMessages.amountInvalid],
    ['-5', pledgeMessages.amountInvalid],
    ['0', pledgeMessages.amountTooSmall],
    ['0.99', pledgeMessages.amountTooSmall],
    ['1000000.01', pledgeMessages.amountTooLarge],
    ['2000000', pledgeMessages.amountTooLarge],
    ['12.345', pledgeMessages.amountDecimals],
  ])('%j → %s', (text, message) => {
    expect(parsePledgeAmount(text)).toEqual({ ok: false, message });
  });

  it.each([
    ['1', 1],
    ['12.', 12],
    ['12.3', 12.3],
    ['12.34', 12.34],
    [' 25 ', 25],
    ['1000000', 1_000_000],
    ['1000000.00', 1_000_000],
  ])('%j → %s', (text, amount) => {
    expect(parsePledgeAmount(text)).toEqual({ ok: true, amount });
  });

  it('words the messages as the spec does', () => {
    expect(pledgeMessages.amountRequired).toBe('Please enter an amount');
    expect(pledgeMessages.amountInvalid).toBe('Please enter a valid number');
    expect(pledgeMessages.amountTooSmall).toBe('Minimum pledge amount is $1');
    expect(pledgeMessages.amountTooLarge).toBe('Maximum pledge amount is $1,000,000');
  });
});

describe('createPledgeInputSchema', () => {
  const messagesOf = (body: unknown) => {
    const result = createPledgeInputSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each([
    [{}, [pledgeMessages.amountRequired]],
    [{ amount: null }, [pledgeMessages.amountRequired]],
    [{ amount: '10' }, [pledgeMessages.amountInvalid]],
    [{ amount: 0.99 }, [pledgeMessages.amountTooSmall]],
    [{ amount: 1 }, []],
    [{ amount: 12.34 }, []],
    [{ amount: 12.345 }, [pledgeMessages.amountDecimals]],
    [{ amount: 1_000_000 }, []],
    [{ amount: 1_000_000.01 }, [pledgeMessages.amountTooLarge]],
  ])('%j → %j', (body, expected) => {
    expect(messagesOf(body)).toEqual(expected);
  });
});

describe('pledge badges and totals (001 §4)', () => {
  it.each([
    ['pending', null],
    ['confirmed', 'Confirmed'],
    ['refunded', 'Refunded'],
    ['cancelled', 'Refunded'],
  ])('%s → %j', (status, badge) => {
    expect(pledgeStatusBadge(status)).toBe(badge);
  });

  it('totals every pledge not refunded, on cents', () => {
    expect(
      totalPledged([
        { amount: 0.1, status: 'pending' },
        { amount: 0.2, status: 'confirmed' },
        { amount: 500, status: 'refunded' },
      ]),
    ).toBe(0.3);
    expect(totalPledged([])).toBe(0);
  });
});

describe('pledge answers', () => {
  const pledge = {
    id: ID,
    amount: 25.5,
    pledgedAt: '2025-03-01T00:00:00.000Z',
    status: 'pending',
    venture: { id: ID, name: 'Corner Bakery', status: 'live', workspaceId: ID },
  };

  it('reads My Pledges, the pledge answer and the venture pledges', () => {
    expect(myPledgeListSchema.parse([pledge])).toEqual([pledge]);
    const answer = {
      pledge,
      venture: {
        id: ID,
        status: 'live',
        fundsPledged: 25.5,
        fundingProgress: 1,
        pledgeCount: 1,
        backerCount: 1,
      },
    };
    expect(createPledgeAnswerSchema.parse(answer)).toEqual(answer);
    const venturePledge = {
      id: ID,
      amount: 25.5,
      pledgedAt: '2025-03-01T00:00:00.000Z',
      status: 'confirmed',
      backer: { id: ID, name: null },
    };
    expect(venturePledgeListSchema.parse({ pledges: [venturePledge] })).toEqual({
      pledges: [venturePledge],
    });
  });
});
