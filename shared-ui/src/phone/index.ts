// @compliance/shared-ui/phone: the phone field, whose validator loads its metadata on demand.
export * from './PhoneField';
