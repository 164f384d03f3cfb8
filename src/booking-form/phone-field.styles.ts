export const phoneInputStyles = '';
