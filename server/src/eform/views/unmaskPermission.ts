/** The button permission that lets a user see masked columns in full (views, previews, exports). */
export const unmaskPermission = 'eformView:unmask';
