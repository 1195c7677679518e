import { samePerson } from '../../lambdas/data/lead-placement';

describe('whether a submission with a claimed contact is the same person', () => {
  it.each([
    ['Asha', 'Asha Rao'],
    ['Asha Rao', 'Rao Asha'],
    ['M Iyer', 'Meena Iyer'],
    ['MEENA', 'meena'],
    ['अनन्या शर्मा', 'अनन्या'],
    [undefined, 'Asha'],
    ['', 'Asha'],
  ])('%j and %j: the same person (a repeat)', (a, b) => {
    expect(samePerson(a, b)).toBe(true);
  });

  it.each([
    ['Stranger', 'Ravindra'],
    ['Rahul Sharma', 'Priya Sharma'],
    ['Asha Rao', 'Meena Iyer'],
  ])('%j and %j: another person (a lead of its own, flagged)', (a, b) => {
    expect(samePerson(a, b)).toBe(false);
  });
});
