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
  'Indicatifs téléphoniques', // countryList
  'Suivant', // next
  'Retour', // back
  'Envoyer la demande', // book
  'Arrivée', // checkInLabel
  'Départ', // checkOutLabel
  'Budget', // budgetLabel
  'Devise', // currencyLabel
  'Montant', // amountLabel
  'Montant (p.\u00a0ex. 1000)', // amountPlaceholder
  'Qu’est-ce qui vous amène à Bali\u00a0?', // travelLegend
  'Vacances', // tripHoliday
  'Télétravail / Entrepreneuriat', // tripNomad
  'Lune de miel / Escapade à deux', // tripHoneymoon
  'Vacances en famille', // tripFamily
  'Bien-être / ressourcement', // tripWellness
  'Long séjour ou expatriation', // tripLongStay
  'Envoi de votre demande de réservation…', // sending
  'Demande envoyée\u00a0!', // successTitle
  'Votre demande de réservation a bien été envoyée. Nous vous contacterons bientôt par WhatsApp ou par e-mail\u00a0!', // successText
  'Nouvelle demande', // another
  'Le nom doit comporter au moins 2 caractères.', // name
  'Le nom ne peut pas dépasser {0} caractères.', // nameLong
  'Le nom ne doit pas contenir de caractères de contrôle.', // nameControl
  'Adresse e-mail invalide.', // email
  'Numéro WhatsApp invalide.', // whatsapp
  'Veuillez choisir une date d’arrivée.', // checkIn
  'La date d’arrivée ne peut pas être passée.', // checkInPast
  'L’arrivée doit avoir lieu dans les deux prochaines années.', // checkInFar
  'Veuillez choisir une date de départ.', // checkOut
  'La date de départ doit être postérieure à la date d’arrivée.', // checkOutOrder
  'Un séjour ne peut pas dépasser {0} nuits.', // stayNights
  'Veuillez choisir une devise.', // budgetCurrency
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
  'Lire la suite', // readMore
  'Réduire', // readLess
  'Déjà réservé d’après le calendrier\u00a0: {0}.', // availabilityTaken
  'Vous pouvez tout de même envoyer votre demande\u00a0: le propriétaire vous confirmera la disponibilité.', // availabilityAnyway
  'Autres dates disponibles (même durée)\u00a0:', // availabilityFree
  'Choisir {0}', // availabilityChoose
  '{0}\u00a0nuit', // estimateNight
  '{0}\u00a0nuits', // estimateNights
  'Estimation — le propriétaire confirme le prix final', // estimateNote
  'Afficher le détail du prix', // estimateDetails
  'Séjour minimum pour ces dates\u00a0: {0}\u00a0nuits', // estimateMinStay
  'via {0}', // reviewVia
  'Extrait du livre d’or', // reviewGuestBook
  'Réponse du propriétaire', // ownerReply
];
