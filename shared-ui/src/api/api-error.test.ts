import { ApiRequestError, refusedFieldsOf } from '@compliance/shared-ui';

const refused = (fields: unknown) => new ApiRequestError(400, 'Schema.Invalid', { error: { code: 'Schema.Invalid', fields } });

describe('refusedFieldsOf', () => {
  it('answers each refused field with its validation key and the params its message names', () => {
    const error = refused([
      { path: 'lastName', message: 'Too big', key: 'maxlength', params: { chars: 100 } },
      { path: 'birthDate', message: 'maxDate', key: 'maxDate', params: { maxDate: '2026-11-24' } },
      { path: 'email', message: 'email', key: 'email' },
    ]);
    expect(refusedFieldsOf(error)).toEqual({
      lastName: { key: 'maxlength', params: { chars: 100 } },
      birthDate: { key: 'maxDate', params: { maxDate: '2026-11-24' } },
      email: { key: 'email' },
    });
  });

  it('nests dotted paths as final-form reads them and keeps the first refusal of a field', () => {
    const error = refused([
      { path: 'address.city', message: 'x', key: 'required' },
      { path: 'address.city', message: 'y', key: 'maxlength', params: { chars: 5 } },
    ]);
    expect(refusedFieldsOf(error)).toEqual({ address: { city: { key: 'required' } } });
  });

  it('gives nothing for fields without a known key, other statuses and other errors', () => {
    expect(
      refusedFieldsOf(
        refused([
          { path: 'a', message: 'x' },
          { path: 'b', message: 'x', key: 'Member.Exists' },
          { path: '', key: 'required' },
        ]),
      ),
    ).toEqual({});
    expect(refusedFieldsOf(new ApiRequestError(500, 'Dashboard.Exception', null))).toEqual({});
    expect(refusedFieldsOf(new Error('network'))).toEqual({});
  });
});
