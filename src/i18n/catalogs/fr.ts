/** French: the texts of `EN` in its order (see en.ts); docs/translations.md shows them side by side. */
export const FR = [
  'Étape {0} sur 2', // stepOf
  'Coordonnées', // contactTitle
  'Détails du séjour', // tripTitle
  'Tous les champs sont obligatoires.', // required
  'Nom complet', // nameLabel
  'Votre nom complet', // namePlaceholder
  'E-mail', // emailLabel
  'Votre adresse e-mail', // emailPlaceholder
  'Numéro WhatsApp', // whatsappLabel
  'Votre numéro WhatsApp', // whatsappPlaceholder
  'Rechercher un pays', // countrySearch
  'Aucun pays trouvé', // countryNotFound
  'Indicatifs des pays', // countryList
  'Suivant', // next
  'Retour', // back
  'Réserver le logement', // book
  'Arrivée', // checkInLabel
  'Départ', // checkOutLabel
  'Budget', // budgetLabel
  'Devise', // currencyLabel
  'Montant', // amountLabel
  'Montant (ex. : 1000)', // amountPlaceholder
  'Qu’est-ce qui vous amène à Bali\u00a0?', // travelLegend
  'Vacances', // tripHoliday
  'Nomade numérique / Entrepreneur', // tripNomad
  'Lune de miel / Escapade à deux', // tripHoneymoon
  'Vacances en famille', // tripFamily
  'Bien-être ou retraite', // tripWellness
  'Long séjour ou expatriation', // tripLongStay
  'Envoi de votre demande de réservation…', // sending
  'Demande envoyée\u00a0!', // successTitle
  'Votre demande de réservation a bien été envoyée. Nous vous contacterons bientôt par WhatsApp ou par e-mail\u00a0!', // successText
  'Faire une autre réservation', // another
  'Le nom doit comporter au moins 2 caractères.', // name
  'Le nom ne peut pas dépasser {0} caractères.', // nameLong
  'Le nom ne doit pas contenir de caractères de contrôle.', // nameControl
  'Adresse e-mail invalide.', // email
  'Numéro WhatsApp invalide.', // whatsapp
  'Veuillez choisir une date d’arrivée.', // checkIn
  'La date d’arrivée ne peut pas être passée.', // checkInPast
  'L’arrivée doit avoir lieu dans les deux prochaines années.', // checkInFar
  'Veuillez choisir une date de départ.', // checkOut
  'La date de départ doit suivre la date d’arrivée.', // checkOutOrder
  'Un séjour ne peut pas dépasser {0} nuits.', // stayNights
  'Choisissez une devise.', // budgetCurrency
  'Le budget doit être un nombre positif.', // budgetAmount
  'Le budget ne peut pas dépasser {0}.', // budgetMax
  'Veuillez choisir au moins un motif de voyage.', // travelType
  'Veuillez remplir correctement tous les champs obligatoires.', // banner
  'L’envoi de la demande a échoué. Vérifiez vos informations ou réessayez.', // failure
  'Avis des voyageurs', // reviews
  'carrousel', // carousel
  'diapositive', // slide
  '{0} sur {1}', // slideOf
  'Démarrer le défilement', // startRotation
  'Arrêter le défilement', // stopRotation
  'Diapositive précédente', // previousSlide
  'Diapositive suivante', // nextSlide
  'Noté {0} sur 5', // rated
  'Lire la suite...', // readMore
  'Réduire...', // readLess
  'Ces nuits semblent déjà prises\u00a0: {0}.', // availabilityTaken
  'Vous pouvez tout de même envoyer votre demande\u00a0: le propriétaire confirmera.', // availabilityAnyway
  'Séjours libres de même durée\u00a0:', // availabilityFree
  'Choisir {0}', // availabilityChoose
  '{0}\u00a0nuit', // estimateNight
  '{0}\u00a0nuits', // estimateNights
  'Estimation — le propriétaire confirme le prix final', // estimateNote
  'Afficher le détail du prix', // estimateDetails
  'Séjour minimum pour ces dates\u00a0: {0}\u00a0nuits', // estimateMinStay
];
